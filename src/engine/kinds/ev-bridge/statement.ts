/** From share price to enterprise value and back from a peer multiple (drills.md §2; amounts in millions). */
export interface EvBridgeStatement {
  engineVersion: number;
  sharePrice: number;
  dilutedShares: number;
  debt: number;
  preferredStock: number;
  minorityInterest: number;
  cash: number;
  ebitda: number;
  netIncome: number;
  peerMultiple: number;
}
