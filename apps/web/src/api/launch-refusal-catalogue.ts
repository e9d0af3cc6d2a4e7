// Imported at run time by launch-refusal.ts: only the catalogue comes through this module.
export { errorMessage, reasonMessage } from '@lotto/contract';
