import { Aws, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { ServiceContext } from './context';

/**
 * Backup and DR of the table (docs/RUNBOOK.md): point-in-time recovery in the region (35 days, to
 * the second), plus an AWS Backup plan whose daily backup is copied to a second region (context
 * backupCopyRegion, required in prod) and optionally to a vault of another account
 * (backupCopyVaultArn). The copy region's vault lives in a stack of its own in that region.
 */
export const BACKUP_RETENTION_DAYS = 35;
/** Daily at 17:00 UTC, midnight in Jakarta: the quietest hour of payments. */
const BACKUP_HOUR_UTC = '17';

/** The copy vault's name, fixed so the plan can name it without a cross-region reference. */
export const backupCopyVaultNameOf = (context: ServiceContext): string => `${context.settings.stackPrefix}-BackupCopy`;

/** `<Stage>-Payments-BackupCopy` in the copy region: the vault the daily backups are copied to, with its own key. */
export class BackupCopyStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps & { context: ServiceContext }) {
    super(scope, id, props);
    const key = new kms.Key(this, 'BackupCopyKey', {
      description: 'Encrypts the copies of the payment table backups in this region',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new backup.BackupVault(this, 'BackupCopyVault', {
      backupVaultName: backupCopyVaultNameOf(props.context),
      encryptionKey: key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

/** The plan, its vault in the stage's region, and the copy rule(s): only when context names a copy region. */
export class TableBackup extends Construct {
  readonly plan: backup.BackupPlan;

  constructor(scope: Construct, id: string, context: ServiceContext, table: dynamodb.ITable) {
    super(scope, id);
    const copyRegion = context.deploy.backupCopyRegion!;
    const vault = new backup.BackupVault(this, 'Vault', {
      backupVaultName: `${context.settings.stackPrefix}-Backup`,
      encryptionKey: new kms.Key(this, 'VaultKey', {
        description: 'Encrypts the payment table backups',
        enableKeyRotation: true,
        removalPolicy: RemovalPolicy.RETAIN,
      }),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const copyVaultArn = `arn:${Aws.PARTITION}:backup:${copyRegion}:${context.account ?? Aws.ACCOUNT_ID}:backup-vault:${backupCopyVaultNameOf(context)}`;
    const copies = [backup.BackupVault.fromBackupVaultArn(this, 'CopyVault', copyVaultArn)];
    if (context.deploy.backupCopyVaultArn !== undefined)
      copies.push(backup.BackupVault.fromBackupVaultArn(this, 'OtherAccountVault', context.deploy.backupCopyVaultArn));
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupPlanName: `${context.settings.stackPrefix}-Table`,
      backupVault: vault,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'daily-with-copies',
          scheduleExpression: events.Schedule.cron({ hour: BACKUP_HOUR_UTC, minute: '0' }),
          deleteAfter: Duration.days(BACKUP_RETENTION_DAYS),
          copyActions: copies.map((destinationBackupVault) => ({
            destinationBackupVault,
            deleteAfter: Duration.days(BACKUP_RETENTION_DAYS),
          })),
        }),
      ],
    });
    const selection = this.plan.addSelection('Table', { resources: [backup.BackupResource.fromDynamoDbTable(table)] });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        "AWS Backup's own service role policy: it tracks every resource type and action AWS Backup needs, which a hand-written policy would fall behind.",
    });
  }
}
