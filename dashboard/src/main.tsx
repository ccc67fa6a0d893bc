import { render } from 'preact';
import '@picocss/pico/css/pico.min.css';
import './styles/tokens.css';
import './styles.css';
import './styles/shell.css';
import './styles/components.css';
import { App } from './app';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no element #app to render the dashboard into');
render(<App />, root);
