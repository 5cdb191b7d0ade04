import { startApp } from './app-start';

startApp();
