/** The description of both payout confirms (bank transfer and e-wallet), which behave alike. */
export const CONFIRM_DESCRIPTION =
  'Checks the PIN (5 wrong in a row lock confirms for 15 minutes), holds amount + fees from the available balance, then asks the gateway. ' +
  'Status `paid`: executed. `pending`: the gateway is processing, or its answer was lost; the funds stay held until a callback or reconciliation learns the outcome (webhook then). ' +
  '`failed` (with `message`): rejected, the hold is returned at once. Confirming again answers the current state and moves no money.';
