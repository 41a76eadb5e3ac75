// The message catalogue, one function per message (messages/<area>/<locale>.json, compiled by
// paraglide into app/paraglide). The one way in: `import * as m from "~/i18n/messages"`, then
// `m.shop_add_to_cart()`. A namespace import whose members are only called is resolved by the
// bundler to each message's own module, so every page's chunk carries just the messages it calls
// (a re-exported namespace object would put every message of the app in one shared chunk).
export * from "~/paraglide/messages/_index.js";
