// The older context receivers: types only, no names.
context(Logger, Transaction)
fun commit() {}

interface Repository {
  context(scope: CoroutineScope)
  val active: Boolean

  context(_: Analytics, tracer: Tracer)
  fun <T> measured(name: String, block: () -> T): T
}

context(logger: Logger) val String.logged: String
  get() = also { logger.log(it) }
