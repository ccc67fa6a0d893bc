import { render } from 'preact';
import '@picocss/pico/css/pico.min.css';
import './styles.css';
import { App } from './app';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no element #app to render the dashboard into');
render(<App />, root);
