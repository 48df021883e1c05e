/** From share price to enterprise value and back from a peer multiple (docs/drills.md#enterprise-value-bridge; amounts in millions). */
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
