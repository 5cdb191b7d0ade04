import { createHash } from 'node:crypto';

/**
 * A claim stream is named by a hash of the address, not the address (issue 33): stream ids are
 * never sealed nor erased. Pseudonymous only: whoever knows an address can compute its name.
 */
const claimKey = (contact: string) =>
  createHash('sha256').update(`cairn.contact-claim:${contact}`).digest('hex');
export const emailClaimStream = (email: string) =>
  `userEmail-${claimKey(email.trim().toLowerCase())}`;
export const phoneClaimStream = (phone: string) => `userPhone-${claimKey(phone.trim())}`;
/** How stores made before issue 33 named them: still read, so an address claimed then stays claimed. */
export const legacyClaimStreams = (email: string | null, phone: string | null) => ({
  email: email === null ? null : `userEmail-${email.trim().toLowerCase()}`,
  phone: phone === null ? null : `userPhone-${phone.trim()}`,
});
