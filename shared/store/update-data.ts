import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './aws';
import { isConditionFailure } from './item';

/**
 * Updates fields of the `data` map of an existing record and returns the new record, or undefined
 * when the record does not exist (the update never creates one).
 */
export async function updateDataFields<T>(
  key: { pk: string; sk: string },
  changes: Record<string, unknown>,
): Promise<T | undefined> {
  const names: Record<string, string> = { '#data': 'data' };
  const values: Record<string, unknown> = {};
  const sets = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([field, value], index) => {
      names[`#f${index}`] = field;
      values[`:v${index}`] = value;
      return `#data.#f${index} = :v${index}`;
    });
  if (sets.length === 0) throw new Error('updateDataFields needs at least one change');
  try {
    const result = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes?.data as T;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
