import type { Role } from '../api/types';

/**
 * What the console offers each role (the server still decides: a refused action shows its error).
 * Directors and admins run tournaments; the floor records busts and moves; everyone reads.
 */
export const canDirect = (role: Role): boolean => role === 'admin' || role === 'director';
export const canWorkFloor = (role: Role): boolean => canDirect(role) || role === 'floor';
