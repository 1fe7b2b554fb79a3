#!/usr/bin/env node
// The apps' `webpack` command: webpack-cli from build-tools, so every app builds with the one pinned webpack.
require('webpack-cli/bin/cli.js');
