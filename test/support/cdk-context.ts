/** What a prod synth passes on the command line (docs/ARCHITECTURE.md, section 10): real-looking values for every key cdk.json holds a placeholder for. */
export const PROD_CONTEXT = {
  stage: 'prod',
  account: '111122223333',
  gatewayBaseUrl: 'https://gateway.payments.test',
  providerBaseUrl: 'https://provider.payments.test',
  operatorRoles: 'PaymentsOperator',
  creditOperatorRoles: 'PaymentsCreditOperator',
  alarmEmail: 'oncall@payments.test',
  sesIdentity: 'arn:aws:ses:ap-southeast-3:111122223333:identity/payments.test',
  backupCopyRegion: 'ap-southeast-1',
};
