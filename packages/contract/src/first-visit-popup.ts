import { z } from 'zod';

// §2.3 the first-visit popup: the merchant's initial-popup status and its three pictures.

/** One picture of the popup; without an image the app shows its own icon. */
const firstVisitPicture = z.object({
  /** An image (https or a path on the merchant's media), shown as the picture. */
  imageUrl: z
    .string()
    .max(2048)
    .regex(/^(https:\/\/|\/(?!\/))\S+$/, 'must be an https address or a path like /media/a.png')
    .optional(),
});

export const firstVisitPopupSettings = z
  .object({
    /**
     * §2.3 the initial-popup status: when on, a logged-in member whose wallet balance is zero sees
     * the popup (once per browser). Visitors see it whatever the status.
     */
    initialPopup: z.boolean().default(false),
    /** The three pictures: novice task, sign-in and deposit (visitors go to /m/register). */
    pictures: z
      .object({ novice: firstVisitPicture, signIn: firstVisitPicture, deposit: firstVisitPicture })
      .default({ novice: {}, signIn: {}, deposit: {} }),
  })
  .default({ initialPopup: false, pictures: { novice: {}, signIn: {}, deposit: {} } });
