import { EXPERIMENT_BUCKET_HASH_SEED, EXPERIMENT_MAX_HASH_VALUE, EXPERIMENT_MAX_TRAFFIC_VALUE } from './experiments.constants.js';
import { murmurHash3X86x32 } from './murmurhash3-x86-32.js';
import { utf8Bytes } from './utf8-bytes.js';

/**
 * The bucket (0..9999) of a user for an entity (experiment or group), as the Optimizely SDK's bucketer computes it:
 * MurmurHash3 x86 32-bit, seed 1, of the UTF-8 bytes of bucketingId + entityId.
 * @example computeBucket('user-1', '1001')
 */
export function computeBucket(bucketingId: string, entityId: string): number {
  const hash = murmurHash3X86x32(utf8Bytes(`${bucketingId}${entityId}`), EXPERIMENT_BUCKET_HASH_SEED);
  return Math.floor((hash / EXPERIMENT_MAX_HASH_VALUE) * EXPERIMENT_MAX_TRAFFIC_VALUE);
}
