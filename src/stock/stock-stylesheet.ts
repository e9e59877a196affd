import stockCss from './stock.css?url'

/** The stock feature's stylesheet, for the head links of routes that show stock parts (e.g. a quick search block). */
export const stockStylesheet = stockCss
