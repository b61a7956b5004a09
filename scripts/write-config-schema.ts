/**
 * Writes the JSON schemas VS Code validates Redraft's configuration with (package.json
 * `jsonValidation`), generated from the zod schema so the two cannot drift; a test fails when
 * the committed files differ from what this writes. Run `npm run schema` after changing the schema.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { configSchemaFiles } from '../src/config/jsonSchema';

const root = path.resolve(__dirname, '..');
for (const [file, text] of Object.entries(configSchemaFiles())) {
  writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
