import { createLogger, loadConfig } from '@cairn/infra';
import { bootstrap } from '../bootstrap';
import { seedDemoData } from '../seed/demo-data';
const config = loadConfig();
const running = await bootstrap(config, createLogger('warn'), { uiDist: '/tmp/grading-ui' });
await seedDemoData(running.app);
await running.listen(config.port);
console.log('READY');
