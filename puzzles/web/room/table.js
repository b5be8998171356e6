"use strict"; document.documentElement.dataset.ready = "true";
