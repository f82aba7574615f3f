/** What other web areas mount: the node panel's information, reminders and tags (reports-web's node panel). */
export { NodeInfoSection } from './components/NodeInfoSection';
