/** What widgets/esign/stages.ts holds: the screens past the form and its confirmation modal. */
export type Stages = typeof import('./stages');

/** Loads widgets/esign/stages.ts: one loader, so LazyView keeps one record of it. */
export const stages = (): Promise<Stages> => import('./stages');
