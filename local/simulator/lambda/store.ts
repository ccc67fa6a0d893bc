import { UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isConditionFailure } from '../../../shared/store/item';

/**
 * Where the deployed simulator keeps its state: one item of its own table (SIMULATOR_TABLE_NAME,
 * partition key `pk`) holds the lease that lets one request at a time in, the state's version and
 * the key of the snapshot that version names; the snapshots themselves are objects of its bucket
 * (SIMULATOR_STATE_BUCKET). A snapshot is written under a new key before the version names it, so
 * a holder that lost its lease never overwrites the state another saved.
 */
export interface StateStoreClients {
  dynamodb: Pick<DynamoDBClient, 'send'>;
  s3: Pick<S3Client, 'send'>;
  tableName: string;
  bucket: string;
}

/** What a lease holder read: the version current when it took the lease, and its snapshot's key. */
export interface Lease {
  owner: string;
  version: number;
  snapshotKey: string | null;
}

export const STATE_ITEM_KEY = 'simulator#state';
const KEY = { pk: { S: STATE_ITEM_KEY } };
const NAMES = { '#owner': 'lease_owner', '#until': 'lease_until_ms', '#version': 'version', '#key': 'snapshot_key' };

export class SimulatorStateStore {
  constructor(private readonly clients: StateStoreClients) {}

  /**
   * Takes the lease when it is free or expired (a holder that crashed); undefined when another
   * holds it. The answer is the item as written, so the version read with it is current.
   */
  async tryAcquire(owner: string, nowMs: number, untilMs: number): Promise<Lease | undefined> {
    try {
      const answer = await this.clients.dynamodb.send(
        new UpdateItemCommand({
          TableName: this.clients.tableName,
          Key: KEY,
          UpdateExpression: 'SET #owner = :owner, #until = :until, #version = if_not_exists(#version, :zero)',
          ConditionExpression: 'attribute_not_exists(#owner) OR #until < :now',
          ExpressionAttributeNames: { '#owner': NAMES['#owner'], '#until': NAMES['#until'], '#version': 'version' },
          ExpressionAttributeValues: {
            ':owner': { S: owner },
            ':until': { N: String(untilMs) },
            ':now': { N: String(nowMs) },
            ':zero': { N: '0' },
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const item = answer.Attributes ?? {};
      return { owner, version: Number(item.version?.N ?? '0'), snapshotKey: item.snapshot_key?.S ?? null };
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /** Lets the next request in; a lease that expired and was taken over is left to its new holder. */
  async release(owner: string): Promise<void> {
    try {
      await this.clients.dynamodb.send(
        new UpdateItemCommand({
          TableName: this.clients.tableName,
          Key: KEY,
          UpdateExpression: 'REMOVE #owner, #until',
          ConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': NAMES['#owner'], '#until': NAMES['#until'] },
          ExpressionAttributeValues: { ':owner': { S: owner } },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /**
   * The snapshot's text; null when its object is gone (the bucket's lifecycle expires objects a
   * year old, which is also the live one of a sandbox whose state nothing changed for a year): the
   * simulator then starts afresh instead of failing every request.
   */
  async load(snapshotKey: string): Promise<string | null> {
    const answer = await this.clients.s3
      .send(new GetObjectCommand({ Bucket: this.clients.bucket, Key: snapshotKey }))
      .catch((error: unknown) => {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      });
    if (answer === undefined) return null;
    if (answer.Body === undefined) throw new Error(`gateway simulator: snapshot ${snapshotKey} has no body`);
    return answer.Body.transformToString('utf8');
  }

  /**
   * Writes the snapshot under a new key, then moves the version to it, only while `lease` is still
   * held and the version is the one it read; false when the lease was lost (the object is removed).
   */
  async save(lease: Lease, text: string): Promise<Lease | undefined> {
    const version = lease.version + 1;
    const snapshotKey = `state/${String(version).padStart(10, '0')}-${lease.owner}.json`;
    await this.clients.s3.send(
      new PutObjectCommand({
        Bucket: this.clients.bucket,
        Key: snapshotKey,
        Body: text,
        ContentType: 'application/json',
      }),
    );
    const moved = await this.#moveVersion(lease, version, snapshotKey);
    await this.#deleteObject(moved ? lease.snapshotKey : snapshotKey);
    return moved ? { owner: lease.owner, version, snapshotKey } : undefined;
  }

  async #moveVersion(lease: Lease, version: number, snapshotKey: string): Promise<boolean> {
    try {
      await this.clients.dynamodb.send(
        new UpdateItemCommand({
          TableName: this.clients.tableName,
          Key: KEY,
          UpdateExpression: 'SET #version = :version, #key = :key',
          ConditionExpression: '#owner = :owner AND #version = :old',
          ExpressionAttributeNames: { '#owner': NAMES['#owner'], '#version': 'version', '#key': NAMES['#key'] },
          ExpressionAttributeValues: {
            ':owner': { S: lease.owner },
            ':old': { N: String(lease.version) },
            ':version': { N: String(version) },
            ':key': { S: snapshotKey },
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** The snapshot no version names any more; one left behind costs storage only. */
  async #deleteObject(snapshotKey: string | null): Promise<void> {
    if (snapshotKey === null) return;
    await this.clients.s3
      .send(new DeleteObjectCommand({ Bucket: this.clients.bucket, Key: snapshotKey }))
      .catch(() => undefined);
  }
}
