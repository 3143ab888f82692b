// Prints the types the Kotlin compiler gave the public members of compiled classes, one line per
// member (the member, a tab, its type), sorted, for the generator's tests to compare its
// predictions with:
//
//   com.example.Profile.name	kotlin.String
//   com.example.ProfileReactor.observe(kotlin.Long)	kotlinx.coroutines.flow.Flow<com.example.Post>
//
// Run by Scripts/check-kotlin with the classes' directory as its argument (and on the classpath).
// Members a data class, an enum class or a value class gets from the compiler (`component1`,
// `copy`, `entries`...) are left out: they are not written in the source.
package kmpbridge.check

import java.io.File
import kotlin.reflect.KClass
import kotlin.reflect.KFunction
import kotlin.reflect.KParameter
import kotlin.reflect.KProperty
import kotlin.reflect.KVisibility
import kotlin.reflect.full.declaredMembers
import kotlin.reflect.full.valueParameters

private val generated = setOf(
    "copy", "equals", "hashCode", "toString", "values", "valueOf", "entries", "ordinal", "name",
)

private fun KClass<*>.isPublicAllTheWay(): Boolean {
    var type: Class<*>? = java
    while (type != null) {
        if (type.kotlin.visibility != KVisibility.PUBLIC) return false
        type = type.declaringClass
    }
    return true
}

fun main(arguments: Array<String>) {
    val root = File(arguments.single())
    val lines = sortedSetOf<String>()
    val names = root.walkTopDown()
        .filter { it.isFile && it.extension == "class" }
        .map { it.relativeTo(root).path.removeSuffix(".class").replace(File.separatorChar, '.') }
        .sorted()
    for (name in names) {
        val type = Class.forName(name, false, Thread.currentThread().contextClassLoader)
        if (type.isSynthetic || type.isAnonymousClass || type.isLocalClass) continue
        // A file facade (`ProfileKt`) or a class only the compiler made has no Kotlin class.
        val header = type.getAnnotation(Metadata::class.java) ?: continue
        if (header.kind != 1) continue
        val kotlinClass = type.kotlin
        if (!kotlinClass.isPublicAllTheWay()) continue
        val owner = kotlinClass.qualifiedName ?: continue
        val isData = kotlinClass.isData
        for (member in kotlinClass.declaredMembers) {
            if (member.visibility != KVisibility.PUBLIC) continue
            if (member.name in generated && (isData || kotlinClass.java.isEnum || kotlinClass.isValue)) continue
            if (isData && member.name.matches(Regex("component[0-9]+"))) continue
            // Extensions and varargs are spelled differently on each side; neither is compared.
            if (member.parameters.any { it.kind == KParameter.Kind.EXTENSION_RECEIVER }) continue
            if (member.parameters.any { it.isVararg }) continue
            when (member) {
                is KProperty<*> -> lines += "$owner.${member.name}\t${member.returnType}"
                is KFunction<*> -> {
                    val parameters = member.valueParameters.joinToString(", ") { it.type.toString() }
                    lines += "$owner.${member.name}($parameters)\t${member.returnType}"
                }
            }
        }
    }
    lines.forEach(::println)
}
