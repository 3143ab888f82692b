#!/usr/bin/env kotlin
@file:JvmName("ScriptMain")

package tools.scripts

import java.io.File

val root = File(".")
