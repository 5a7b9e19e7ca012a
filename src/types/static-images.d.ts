// Types of statically imported images (`import hero from './hero.webp'`), which next-env.d.ts also gives
// once Next has built; committed so a fresh clone type-checks before its first build.
/// <reference types="next/image-types/global" />
