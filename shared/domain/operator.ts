/**
 * Who is operating: the IAM caller ARN in AWS, `local-admin` locally. `mayCredit` allows positive
 * balance adjustments, which outside sandbox mode only the credit operator roles may make.
 */
export interface Operator {
  id: string;
  mayCredit: boolean;
}
