import { z } from 'zod';

export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(15),
});

/** §3 game-list response shape: games, pageNum, totalPages. */
export const paged = <T extends z.ZodType>(key: string, item: T) =>
  z.object({
    [key]: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
  });
