// Preloaded (NODE_OPTIONS --import) into the Firebase emulators' process and the Functions workers
// it starts. Each worker is a new Node process that compiles firebase-tools' runtime and the
// functions' bundle again: about 1.1 CPU-seconds, a third of it compiling, and a test run starts
// some 80. NODE_COMPILE_CACHE lets them share the compiled code, but Node writes that cache only
// when a process exits, and the emulator kills its workers: so each writes what it has compiled
// so far every few seconds.
import { flushCompileCache, getCompileCacheDir } from 'node:module';

if (getCompileCacheDir()) setInterval(flushCompileCache, 3_000).unref();
