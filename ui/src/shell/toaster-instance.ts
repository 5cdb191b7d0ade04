import { OverlayToaster, Position } from '@blueprintjs/core';

/** The app's one toaster (toaster.ts loads this module with the first toast). */
export const createToaster = () =>
  OverlayToaster.create({ position: Position.TOP, maxToasts: 3, className: 'cairn-toaster' });
