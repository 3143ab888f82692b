package com.example.context

interface Logger { fun info(message: String) }
interface Transaction

context(logger: Logger)
fun <T> T.logged(label: String): T {
  logger.info("$label: $this")
  return this
}

context(tx: Transaction, logger: Logger)
suspend fun transfer(from: Account, to: Account, amount: Long) {}

class OrderRepository {
  context(tx: Transaction)
  fun save(order: Order) {}

  context(_: Transaction)
  val pendingCount: Int get() = 0

  context(logger: Logger)
  private inline fun audit(action: () -> Unit) = action()
}

context(scope: CoroutineScope) val Job.isScopeActive: Boolean
  get() = scope.isActive

context(comparator: Comparator<T>)
fun <T> List<T>.sortedWithContext(): List<T> = sortedWith(comparator)
