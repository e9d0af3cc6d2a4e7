/** A select's choices: each id with its name, a message key (or, by default, the id itself). */
export const choicesOf = <T extends string>(
  ids: readonly T[],
  name: (id: T) => string = (id) => id,
) => ids.map((id) => ({ id, name: name(id) }));
