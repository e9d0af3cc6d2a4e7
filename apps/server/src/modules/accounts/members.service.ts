/**
 * The member records other modules may read and write (the login and registration flows):
 * member.repository's SQL stays inside this module, and the lint rule of the boundaries
 * (eslint.config.js) keeps other modules from importing it directly.
 */
export {
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  updateMember,
  type MemberRow,
} from './members.repository';
