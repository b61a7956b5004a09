/**
 * The JSON schema files contributed to VS Code (`jsonValidation` in package.json): one for
 * `.redraft.json`, and one that adds the `redraft` key to package.json. Both come from the zod
 * schema; scripts/write-config-schema.ts writes them and a test keeps the committed copies equal.
 */
import { configJsonSchema } from './schema';

export const CONFIG_SCHEMA_FILE = 'schemas/redraft.schema.json';
export const PACKAGE_SCHEMA_FILE = 'schemas/package-json.schema.json';

/** File path (relative to the repository) → exact text. */
export function configSchemaFiles(): Record<string, string> {
  const config = configJsonSchema();
  const pkg = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Redraft configuration in package.json',
    type: 'object',
    properties: {
      redraft: { ...config, $schema: undefined, description: 'Redraft configuration (a .redraft.json beside package.json takes precedence).' },
    },
  };
  return {
    [CONFIG_SCHEMA_FILE]: `${JSON.stringify(config, null, 2)}\n`,
    [PACKAGE_SCHEMA_FILE]: `${JSON.stringify(pkg, null, 2)}\n`,
  };
}
