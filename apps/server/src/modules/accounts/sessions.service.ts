/**
 * The sessions other modules may write (login, logout, renewal, a password change ending the
 * others): session.repository's SQL stays inside this module, and the lint rule of the
 * boundaries (eslint.config.js) keeps other modules from importing it directly.
 */
export {
  deleteMemberSession,
  deleteOtherSessions,
  deleteSession,
  endSurplusSessions,
  insertSession,
  listMemberSessions,
  touchSession,
} from './sessions.repository';
