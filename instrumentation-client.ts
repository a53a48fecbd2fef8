// Next.js runs this before the application's code in the browser (and never on the server).
import './lib/client/zod-jitless';
