/**
 * Timestamps on the wire: ISO 8601 with an explicit UTC designator. The hosted service is a
 * Python service and writes `+00:00` with microseconds; the local one writes `Z` with
 * milliseconds. Both are accepted; a timestamp without a zone is not, since it would be read
 * in the reader's local time.
 */
import { z } from 'zod';

export const timestampSchema = z.iso.datetime({ offset: true });

export type Timestamp = z.infer<typeof timestampSchema>;
