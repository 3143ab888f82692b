/* Licensed under the same terms as the project. */
@file:Suppress("UNUSED_PARAMETER", "unused")
@file:JvmMultifileClass
@file:[JvmName("Utilities") OptIn(ExperimentalStdlibApi::class)]

package com.example.util.internal

import kotlin.math.max
import kotlin.collections.*
import kotlinx.coroutines.flow.Flow as KFlow
import `weird package`.`Quoted Name`;

fun clamp(value: Int, low: Int, high: Int): Int = max(low, minOf(value, high))
