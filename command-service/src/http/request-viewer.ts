import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuthUser } from './access';

/**
 * The signed-in user a request is answered for. Links to files made while answering are handed to
 * this user's session (files/file-links.ts), without every view having to carry the user.
 */
export const requestViewer = new AsyncLocalStorage<AuthUser | null>();
