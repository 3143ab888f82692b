context(logger: Logger)
fun logged(message: String) = logger.log(message)

context(scope: CoroutineScope, _: Tracer)
suspend fun <T> traced(block: suspend () -> T): T = block()

context(Logger, Clock)
val timestamped: String get() = "${now()}"

class Service {
  context(transaction: Transaction) fun save(item: Item) {}
}
