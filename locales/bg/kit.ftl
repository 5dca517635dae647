## What every game shares.

kit-language = Language
