import { render } from 'preact';
import './styles.css';
import { App } from './app';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no element #app to render the checkout page into');
render(<App />, root);
