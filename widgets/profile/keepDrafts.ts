/**
 * A new login email was asked for or confirmed: the account's next login in this tab, under either address, keeps
 * what it typed here (src/element/draftOwner.ts). Loaded only then: no profile page needs it to show. If the load
 * fails, the next login under the new address forgets this tab's drafts, as it did before.
 */
export function keepDraftsFor(email: string): void {
  import('../../src/element/draftOwner').then((m) => m.draftsAlsoBelongTo(email), () => undefined);
}
