// Where the admin's code editor loads Monaco from: the installed monaco-editor's own files, served by this site
// (docs/decisions/0095-self-hosted-code-editor.md). The version in the path lets browsers keep the files for good;
// monaco-path.test.ts keeps it in step with package.json. The route's folder, src/app/monaco, carries the same name.

export const MONACO_VERSION = '0.57.0'
export const MONACO_VS_PATH = `/monaco/${MONACO_VERSION}/vs`
