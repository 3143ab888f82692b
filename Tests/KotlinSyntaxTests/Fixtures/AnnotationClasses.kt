package com.example.annotations

import kotlin.annotation.AnnotationRetention.BINARY
import kotlin.reflect.KClass

/** Marks an API that needs explicit opt-in. */
@RequiresOptIn(message = "This API is experimental.", level = RequiresOptIn.Level.WARNING)
@Retention(BINARY)
@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION)
annotation class ExperimentalSyncApi

@Target(AnnotationTarget.FUNCTION)
@MustBeDocumented
public annotation class Route(
  val path: String,
  val methods: Array<String> = ["GET"],
  val priority: Int = 0,
)

annotation class Endpoint(val route: Route, val tags: Array<String> = [])

internal annotation class Converters(vararg val types: KClass<*>)

@OptionalExpectation
expect annotation class JsName(val name: String)
