// Imported at run time by error-text.ts: through this module only the catalogue comes, not the
// whole contract that a dynamic import of '@lotto/contract' would bring.
export { errorMessage, reasonMessage } from '@lotto/contract';
