val s = "${
