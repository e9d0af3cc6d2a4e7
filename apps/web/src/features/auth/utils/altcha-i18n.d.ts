// altcha ships zh-cn.js without its own declaration; it only registers texts when imported.
declare module 'altcha/i18n/zh-cn';
