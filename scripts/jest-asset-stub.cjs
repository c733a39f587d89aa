module.exports = "asset-stub";
