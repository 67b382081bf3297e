declare module 'virtual:catalog/*' {
  const messages: Record<string, string>;
  export default messages;
}
